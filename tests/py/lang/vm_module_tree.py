class Module:
    def __init__(self, name, *children):
        self.name = name
        self.children = list(children)
    def walk(self, depth=0):
        yield depth, self.name
        for c in self.children:
            yield from c.walk(depth + 1)
    def __repr__(self):
        if not self.children: return f'{self.name}()'
        inner = ',\n'.join('  ' + repr(c).replace('\n', '\n  ') for c in self.children)
        return f'{self.name}(\n{inner}\n)'
net = Module('Net', Module('Seq', Module('Linear'), Module('ReLU')), Module('Head'))
for d, n in net.walk(): print('  ' * d + n)
print(net)
