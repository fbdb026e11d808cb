# dabeaz/python-cookbook, src/10/loading_modules_from_a_remote_machine_using_import_hooks/testcode/grok/__init__.py, commit 6e46b78e5644b3e5bf7426d900e2203b7cc630da, no license file (code samples of the Python Cookbook, 3rd edition).
print("I'm grok.__init__")
