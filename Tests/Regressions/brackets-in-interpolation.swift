Text("\([[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]])")

// expect: 1:9: more than 10 brackets opened directly inside each other ('[[[[…') are not supported
