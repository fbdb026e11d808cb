import types
def outer():
    x = 5
    def f(a, b=2, *, c=3):
        "doc"
        return a + b + c + x
    return f
f = outer()
g = types.FunctionType(f.__code__, f.__globals__, name='g', argdefs=(10,), closure=f.__closure__)
print(g.__name__, g.__qualname__, g.__defaults__, g.__kwdefaults__, g.__doc__, g.__module__)
try: print(g(1))
except Exception as e: print(type(e).__name__, e)
g.__kwdefaults__ = {'c': 100}; print(g(1))
h = types.FunctionType(f.__code__, {}, None, (1, 1), f.__closure__)
print(h.__name__, h.__module__)
try: print(h(kw=1))
except Exception as e: print(type(e).__name__, e)
def plain(): return y
p = types.FunctionType(plain.__code__, {'y': 42}); print(p(), p.__name__)
for args in [(f.__code__, {}), (plain.__code__, []), (1, {}), (plain.__code__, {}, 5), (plain.__code__, {}, None, [1]),
             (plain.__code__, {}, None, None, (1,))]:
    try: print(types.FunctionType(*args).__name__)
    except Exception as e: print(type(e).__name__, e)
try: types.FunctionType(plain.__code__, globals={}, kwdefaults={'a': 1})
except Exception as e: print(type(e).__name__, e)
print(types.FunctionType(plain.__code__, {}, kwdefaults={'a': 1}).__kwdefaults__)
try: types.FunctionType()
except Exception as e: print(type(e).__name__, e)
try: types.FunctionType(plain.__code__, {}, foo=1)
except Exception as e: print(type(e).__name__, e)
