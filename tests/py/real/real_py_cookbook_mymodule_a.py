# dabeaz/python-cookbook, src/10/splitting_a_module_into_multiple_files/mymodule/a.py, commit 6e46b78e5644b3e5bf7426d900e2203b7cc630da, no license file (code samples of the Python Cookbook, 3rd edition).
# a.py

class A:
    def spam(self):
        print('A.spam')
