class A:
    def __del__(self):
        print('del ran')

a = A()
del a
print('end')
