import sys, traceback
def inner(a, b=2):
    c = a + b
    raise ValueError("boom")
def outer(x):
    y = x * 2
    inner(y)
try:
    outer(3)
except ValueError as e:
    tb = e.__traceback__
    while tb:
        fr = tb.tb_frame
        print(fr.f_code.co_name, tb.tb_lineno, sorted(k for k in fr.f_locals if not k.startswith('__')) if fr.f_code.co_name != '<module>' else '-')
        if fr.f_code.co_name != '<module>':
            print({k: v for k, v in fr.f_locals.items()})
        tb = tb.tb_next
    _, _, tb2 = sys.exc_info()
    print(tb2.tb_frame.f_code.co_name)
def cl():
    v = 7
    def f():
        return v
    return sys._getframe().f_locals
print(sorted(cl()))
try:
    [1][5]
except IndexError:
    tb = sys.exc_info()[2]
    print(tb.tb_frame.f_code.co_name, 'e' in tb.tb_frame.f_locals)
for fs in traceback.walk_tb(tb):
    print(fs[0].f_code.co_name, fs[1])
# a frame object outlives its frame: the snapshot of its variables
def keep():
    big = [1, 2, 3]
    try:
        1 / 0
    except ZeroDivisionError as err:
        return err
err = keep()
print(err.__traceback__.tb_frame.f_locals['big'], sorted(err.__traceback__.tb_frame.f_locals))
print(traceback.TracebackException.from_exception(err, capture_locals=True).stack[0].locals)
print(traceback.TracebackException.from_exception(err, capture_locals=True).stack.format()[0].splitlines()[-1])
