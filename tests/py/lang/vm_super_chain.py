class Module:
    def __init__(self):
        self.children = []
        print('Module init')
class Linear(Module):
    def __init__(self, i, o):
        super().__init__()
        self.i, self.o = i, o
    def __repr__(self): return f'Linear(in={self.i}, out={self.o})'
class MLP(Module):
    def __init__(self):
        super(MLP, self).__init__()
        self.children.append(Linear(2, 3))
print(MLP().children)
