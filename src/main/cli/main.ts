// Placeholder entry; the CLI commands are added by their own modules.
console.log('yacht');
