# Method calls on instances (bound-method-free call path), with args.
class Counter:
    def __init__(self):
        self.n = 0

    def add(self, k):
        self.n += k
        return self

    def get(self):
        return self.n

def run(n):
    c = Counter()
    for i in range(n):
        c.add(i & 3)
        c.get()
    return c.get()

print(run(1500000))
