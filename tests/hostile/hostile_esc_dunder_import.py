# __import__ reaches what `import` reaches: the sandboxed os, whose system() is refused
__import__('os').system('echo pwned')
