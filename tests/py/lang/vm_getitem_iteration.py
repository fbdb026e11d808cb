class Seq:
    def __getitem__(self, i):
        if i >= 3: raise IndexError
        return i * 10
print(list(Seq()), 20 in Seq())
