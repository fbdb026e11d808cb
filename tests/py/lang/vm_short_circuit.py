def t(x):
    print('t', x)
    return x
print(t(0) and t(1))
print(t(1) or t(2))
print(t(1) and t(2) and t(0) and t(3))
if t(0) or t(None): print('no')
else: print('else')
