# urllib: the package of urllib.parse (stdlib/np_lib_urllib_parse.py); nothing of its own.
