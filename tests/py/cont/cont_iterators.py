it = iter({'a': 1, 'b': 2})
print(next(it), next(it))
try:
    next(it)
except StopIteration:
    print('stop')
print(type(iter([])).__name__, type(iter(())).__name__, type(iter(range(1))).__name__)
print(type(iter({})).__name__, type(iter({}.values())).__name__, type(iter({}.items())).__name__, type(iter(set())).__name__)
print(type({}.keys()).__name__, type({}.values()).__name__, type({}.items()).__name__)
r = iter(range(3))
print(list(r), list(r))
vi = iter({'x': 1}.items())
print(next(vi))
print(list(iter((1, 2, 3))), sum(iter([1, 2, 3])))
