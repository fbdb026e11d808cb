import sys
for name in ('modules', 'path', 'argv', 'executable', 'stdin', 'exit', '_getframe', 'settrace', 'setprofile'):
    print(name, hasattr(sys, name))
print(sorted(sys.modules)[:3])
print(type(sys.modules))
for mod in list(sys.modules):
    if mod in ('os', 'posix', 'subprocess', 'socket', 'ctypes', 'io', 'js'):
        print('reachable', mod)
print('done')
