import builtins
for name in ('open', 'exec', 'eval', 'compile', 'input', 'breakpoint', 'exit', 'quit', 'help'):
    print(name, hasattr(builtins, name))
