class Lin:
    def __init__(self, w): self.w = w
    def __call__(self, x): return self.w * x
l = Lin(3)
print(l(4), callable(l), callable(3))
