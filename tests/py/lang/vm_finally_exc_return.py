def f():
    try:
        raise ValueError('x')
    finally:
        return 'swallowed'
print(f())
