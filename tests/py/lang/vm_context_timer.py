class Section:
    depth = 0
    def __init__(self, name): self.name = name
    def __enter__(self):
        print('  ' * Section.depth + 'begin ' + self.name)
        Section.depth += 1
    def __exit__(self, *exc):
        Section.depth -= 1
        print('  ' * Section.depth + 'end ' + self.name)
with Section('train'):
    with Section('epoch'):
        pass
