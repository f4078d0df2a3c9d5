// expect: UnknownName
enable quantum_computing;
