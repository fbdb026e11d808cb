a = [1, 2]
b = a
a += [3]
print(a, b, a is b)
a *= 2
print(a, b)
c = a + [9]
print(c, a)
print([0] * 3, 3 * [None], [[0] * 2] * 2, [] * 100, [1, 2] * -1)
grid = [[0] * 3 for _ in range(2)]
grid[0][1] = 5
print(grid)
print([1, 2, 3] == [1, 2, 3], [1, 2] != [1, 2, 3], [1, 2] < [1, 3], [2] > [1, 9], [] < [0], [1, [2]] == [1, [2]])
print(list('hello'), list((1, 2)), list({'a': 1, 'b': 2}), list(range(3)), list(x + 1 for x in range(3)))
a += (7, 8)
a += 'z'
print(a)
