def f(a, b=1, *, c=2):
    'doc'
    return a
print(f.__name__, f.__doc__, f.__defaults__, f.__kwdefaults__, f.__code__.co_argcount)
f.custom = 'x'
print(f.custom, f.__module__)
