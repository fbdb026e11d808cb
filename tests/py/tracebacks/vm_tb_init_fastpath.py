class Layer:
    def __init__(self, n, scale=1.0):
        self.n = n
        self.weights = [1.0 / (n - 3) * scale for _ in range(n)]

def build(sizes):
    return [Layer(s) for s in sizes]

layers = build([4, 5])
print(len(layers), layers[0].weights[:2])
build([4, 3])
