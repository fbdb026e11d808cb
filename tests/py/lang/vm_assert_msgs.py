try:
    assert 1 == 2
except AssertionError as e:
    print(repr(e))
try:
    assert False, 'custom %d' % 3
except AssertionError as e:
    print(e)
assert True
print('ok')
