calls = []
def idx():
    calls.append('i')
    return 0
def obj():
    calls.append('o')
    return lst
lst = [10]
obj()[idx()] += 5
print(lst, calls)
class A: pass
a = A(); a.n = 1
def get():
    calls.append('g')
    return a
get().n += 1
print(a.n, calls)
