import sys
memo = {}
def ways(n):
    if n <= 1:
        return 1
    if n in memo:
        return memo[n]
    memo[n] = ways(n - 1) + ways(n - 2)
    return memo[n]
print(ways(80))
def flatten(x):
    if isinstance(x, list):
        out = []
        for item in x:
            out.extend(flatten(item))
        return out
    return [x]
print(flatten([1, [2, [3, [4, [5]]]], 6]))
def permutations(s):
    if len(s) <= 1:
        return [s]
    return [c + p for i, c in enumerate(s) for p in permutations(s[:i] + s[i + 1:])]
print(permutations('abc'))
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(500))
try:
    depth(100000)
except RecursionError as e:
    print('RecursionError', str(e)[:30])
print(depth(10))
def hanoi(n, a='A', b='B', c='C', moves=None):
    moves = [] if moves is None else moves
    if n:
        hanoi(n - 1, a, c, b, moves)
        moves.append(a + c)
        hanoi(n - 1, b, a, c, moves)
    return moves
print(len(hanoi(10)), hanoi(2))
print(sys.getrecursionlimit())
