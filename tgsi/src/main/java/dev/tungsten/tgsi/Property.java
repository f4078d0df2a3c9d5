package dev.tungsten.tgsi;

import java.util.Objects;

/// A `PROPERTY` token with its single data word (every builder, Mesa's included, writes one).
public record Property(PropertyName name, int value) implements TgsiToken {
    public Property {
        Objects.requireNonNull(name);
    }
}
