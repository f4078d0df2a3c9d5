package dev.tungsten.ir;

public enum ShaderStage {
    VERTEX("vertex"), FRAGMENT("fragment"), COMPUTE("compute");

    private final String text;

    ShaderStage(String text) {
        this.text = text;
    }

    public String text() {
        return text;
    }
}
