def matmul(a, b):
    return [[sum(x * y for x, y in zip(r, c)) for c in zip(*b)] for r in a]
A = [[1, 2], [3, 4]]
I = [[1, 0], [0, 1]]
print(matmul(A, I), matmul(A, A))
