try:
    1/0
except ZeroDivisionError as err:
    msg = str(err)
print(msg)
try:
    err
except NameError as e:
    print(e)
