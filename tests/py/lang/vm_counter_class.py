class Counter:
    _instances = 0
    def __new__(cls, *a):
        cls._instances += 1
        return super().__new__(cls)
    def __init__(self, start=0): self.v = start
c1 = Counter(); c2 = Counter(5)
print(Counter._instances, c2.v)
