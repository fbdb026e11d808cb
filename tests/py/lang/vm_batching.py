data = list(range(10))
def batches(xs, n):
    for i in range(0, len(xs), n):
        yield xs[i:i + n]
for b in batches(data, 4): print(b)
