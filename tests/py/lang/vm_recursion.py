def fact(n): return 1 if n <= 1 else n * fact(n - 1)
print(fact(20), fact(30))
def hanoi(n, a, b, c, moves):
    if n:
        hanoi(n - 1, a, c, b, moves)
        moves.append((a, c))
        hanoi(n - 1, b, a, c, moves)
    return moves
print(len(hanoi(6, 'A', 'B', 'C', [])))
def inf(n): return inf(n + 1)
try:
    inf(0)
except RecursionError as e:
    print(type(e).__name__, e)
def ack(m, n):
    if m == 0: return n + 1
    if n == 0: return ack(m - 1, 1)
    return ack(m - 1, ack(m, n - 1))
print(ack(2, 3))
