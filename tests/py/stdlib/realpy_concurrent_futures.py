import concurrent.futures as cf
from concurrent.futures import ThreadPoolExecutor, as_completed, wait
def sq(x):
    if x == 3:
        raise ValueError("three")
    return x * x
with ThreadPoolExecutor(max_workers=2) as ex:
    futs = [ex.submit(sq, i) for i in range(5)]
    for f in futs:
        try: print(f.result(), f.done(), f.exception())
        except ValueError as e: print('error', e, f.done(), type(f.exception()).__name__)
    print(sorted(f.result() for f in as_completed(futs) if f.exception() is None))
    done, not_done = wait(futs)
    print(len(done), len(not_done))
    print(list(ex.map(abs, [-1, -2, 3])))
try: ex.submit(sq, 1)
except RuntimeError as e: print(e)
m = __import__('concurrent.futures').futures
print(m is cf, m.TimeoutError is TimeoutError)
f = cf.Future(); print(f.done(), f.cancel(), f.cancelled())
try: f.result()
except cf.CancelledError as e: print('cancelled', type(e).__name__)
g = cf.Future(); g.add_done_callback(lambda fut: print('callback', fut.result())); g.set_result(7)
try: g.set_result(8)
except cf.InvalidStateError as e: print(type(e).__name__)
try: ThreadPoolExecutor(0)
except ValueError as e: print(e)
