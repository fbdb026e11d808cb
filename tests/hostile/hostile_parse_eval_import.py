eval("__import__('os').system('echo pwned')")
