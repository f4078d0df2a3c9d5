// expect: UnknownName
requires time_travel;
