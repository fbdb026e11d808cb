import sys, inspect, traceback

def where():
    f = sys._getframe(1)
    return f.f_code.co_name, f.f_lineno

def outer():
    x = 10
    y = "s"
    f = inspect.currentframe()
    print(f.f_code.co_name, f.f_lineno, sorted(k for k in f.f_locals.items() if k[0] != 'f'))
    print(f.f_back.f_code.co_name)
    print(where())
    return f

f = outer()
print(f.f_code.co_name, f.f_back.f_code.co_name, sorted(f.f_locals))
print(sys._getframe().f_code.co_name, sys._getframe().f_back)
try:
    sys._getframe(50)
except ValueError as e:
    print(e)

def caller_name():
    return inspect.stack()[1].function

def api():
    return caller_name()
print(api())
print(inspect.stack()[0].function, inspect.stack()[0].lineno)

def a():
    b()
def b():
    c = 1
    raise KeyError("k")
try:
    a()
except KeyError as e:
    tb = e.__traceback__
    while tb:
        print(tb.tb_lineno, tb.tb_frame.f_code.co_name, type(tb).__name__)
        tb = tb.tb_next
    t, v, tb2 = sys.exc_info()
    print(t.__name__, tb2.tb_lineno, tb2.tb_next.tb_frame.f_code.co_name)
    print(traceback.extract_tb(e.__traceback__)[-1].name)
    print(inspect.istraceback(tb2), inspect.isframe(tb2.tb_frame))
    e2 = ValueError("again").with_traceback(e.__traceback__)
    print(e2.__traceback__.tb_next.tb_lineno)

def gen():
    yield 1
    yield 2
g = gen()
print(g.gi_frame.f_code.co_name, g.gi_frame.f_lineno)
next(g)
print(g.gi_frame.f_lineno, g.gi_frame.f_locals)
list(g)
print(g.gi_frame)

class Ctx:
    def __enter__(self): return self
    def __exit__(self, et, ev, tb):
        print("exit", et.__name__, tb.tb_lineno, tb.tb_frame.f_code.co_name)
        return True
with Ctx():
    raise RuntimeError
def info():
    fr = inspect.currentframe()
    fi = inspect.getframeinfo(fr)
    print(fi[2], fi[1])
info()
print([sys._getframe().f_code.co_name for _ in range(2)])
