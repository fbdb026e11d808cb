d = {'a': 1, 'b': 2, 'c': 3}
k, v, it = d.keys(), d.values(), d.items()
print(k, v, it)
print(len(k), 'a' in k, 2 in v, ('a', 1) in it, ('a', 2) in it, 'a' in it)
d['e'] = 5
print(k, list(v), sorted(it))
print(k & {'a', 'z'}, k - {'a'}, k | {'z'}, k ^ {'a', 'q'})
print({'a', 'q'} & k, {'a', 'q'} - k, ['z'] | k if False else sorted(k | ['z']))
print(it & {('a', 1)}, it - {('a', 1), ('b', 2)})
print(k == {'a', 'b', 'c', 'e'}, k < {'a', 'b', 'c', 'e', 'f'}, k >= {'a'}, k.isdisjoint(['x']), k.isdisjoint('a'))
print(list(reversed(k)), list(reversed(v)), list(reversed(it)))
print(d.keys() == d.keys(), d.values() == d.values(), {}.keys(), {}.items())
