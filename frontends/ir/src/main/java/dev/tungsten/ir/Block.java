package dev.tungsten.ir;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/// A sequence of statements executed in order, with the span of each statement kept in a
/// parallel list. `derivativeUniformity` is the severity a `diagnostic` attribute on the
/// statement that owns this block gives the `derivative_uniformity` rule inside it (`null`:
/// inherited from the enclosing block, function or module).
public final class Block implements Iterable<Statement> {
    private final List<Statement> statements = new ArrayList<>();
    private final List<Span> spans = new ArrayList<>();
    private Severity derivativeUniformity;

    public void add(Statement s, Span span) {
        statements.add(s);
        spans.add(span);
    }

    public void addAll(Block other) {
        statements.addAll(other.statements);
        spans.addAll(other.spans);
    }

    public Statement get(int i) {
        return statements.get(i);
    }

    public Span span(int i) {
        return spans.get(i);
    }

    public int size() {
        return statements.size();
    }

    public boolean isEmpty() {
        return statements.isEmpty();
    }

    public Statement last() {
        return statements.isEmpty() ? null : statements.getLast();
    }

    public Severity derivativeUniformity() {
        return derivativeUniformity;
    }

    public void setDerivativeUniformity(Severity severity) {
        this.derivativeUniformity = severity;
    }

    @Override
    public Iterator<Statement> iterator() {
        return statements.iterator();
    }
}
