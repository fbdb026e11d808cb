a = {1, 2, 3}; b = {2, 3, 4}
print(a | b, a & b, a - b, a ^ b, {x for x in a if x > 1})
a.add(9); a.discard(1)
print(sorted(a))
