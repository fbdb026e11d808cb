import functools
def log_calls(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        print("calling", fn.__name__, args)
        return fn(*args, **kwargs)
    return wrapper
@log_calls
def add(a, b):
    """Add two numbers."""
    return a + b
print(add(1, 2), add.__name__, add.__doc__, add.__wrapped__(3, 4))
def deco(fn):
    def inner():
        return fn()
    return functools.update_wrapper(inner, fn)
@deco
def hello():
    return "hi"
print(hello(), hello.__name__, hello.__qualname__)
