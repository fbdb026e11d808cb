out=[]
for x in [1,0,'a',2]:
    try:
        out.append(10//x)
    except ZeroDivisionError:
        out.append('zero')
    except TypeError as e:
        out.append(str(e))
print(out)
