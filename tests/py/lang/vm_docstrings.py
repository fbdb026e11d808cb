'''Module doc'''
def f():
    '''Func doc'''
class C:
    '''Class doc'''
print(__doc__, f.__doc__, C.__doc__, __name__)
