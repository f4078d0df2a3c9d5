package dev.tungsten.pipe;

/// A buffer or texture created by [Screen#createResource]. Drivers implement it with their
/// own storage; a context refuses a resource another screen made. The Java garbage collector
/// frees a resource nobody references; [Screen#destroyResource] frees driver storage early (the
/// GL and Vulkan drivers need that), after which using it is an error.
public interface Resource {
    /// What it was created as.
    ResourceTemplate template();

    default ResourceTarget target() {
        return template().target();
    }

    default dev.tungsten.tgsi.PipeFormat format() {
        return template().format();
    }
}
