// expect: UnknownName
diagnostic(loud, derivative_uniformity);
