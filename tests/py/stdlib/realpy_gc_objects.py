import gc
class Node:
    def __init__(self, name): self.name = name
a, b, c = Node('a'), Node('b'), Node('c')
print(sorted(o.name for o in gc.get_objects() if isinstance(o, Node)))
holder = [a, b]
refs = gc.get_referrers(a)
print(any(r is holder for r in refs), sum(1 for r in refs if isinstance(r, list)))
print(sorted(o.name for o in gc.get_referrers(Node) if isinstance(o, Node)))
print(sorted(x.name for x in gc.get_referents(holder)))
print(gc.get_referents(1, 'x'), gc.is_tracked(a), gc.is_tracked(1))
print(isinstance(gc.get_objects(), list), isinstance(gc.get_objects(generation=2), list))
for g in [3, -2, "x"]:
    try: gc.get_objects(g)
    except Exception as e: print(type(e).__name__, e)
try: gc.get_referrers(x=1)
except Exception as e: print(type(e).__name__, e)
del holder
print(len([o for o in gc.get_referrers(a) if isinstance(o, list)]))
