from collections import deque
from collections.abc import Sequence
d = deque([1,2,3], 2)
try: print(d[5])
except Exception as e: print(type(e).__name__, e)
class SV(Sequence):
    def __init__(self, t): self._t = t
    def __getitem__(self, i): return self._t[i]
    def __len__(self): return len(self._t)
print(list(SV(d)))
print(d * 2, 2 * d, deque([1,2,3]) * 2)
e = deque([1,2]); e *= 3; print(e)
print(deque([1,2,3], 4) * 2)
print(deque([1], 3) + deque([2,3,4]))
try: print(d * 'a')
except Exception as e: print(type(e).__name__, e)
for f in [lambda: deque([1]) + [2], lambda: deque([1,2]) * -1, lambda: deque('ab', 5) * 7, lambda: 3 * deque('xy', 3)]:
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
d = deque([1, 2]); d += 'ab'; print(d); d *= 2; print(d); d *= 0; print(d)
class D(deque): pass
print(D([1]) + D([2]), type(D([1]) * 2).__name__)
