def f():
    len = lambda x: 42
    return len([1])
print(f(), len([1]))
list_ = list
print(list_('ab'))
