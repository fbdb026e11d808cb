sq = lambda x: x*x
print(sq(5), (lambda *a, **k: (a, k))(1, b=2))
print(sorted(['bb','a','ccc'], key=lambda s: -len(s)))
print(list(map(lambda p: p[0]+p[1], [(1,2),(3,4)])))
print(sq.__name__, sq.__qualname__)
