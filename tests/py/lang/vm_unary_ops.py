x = 5
print(-x, +x, ~x, not x, -(-x), --x)
